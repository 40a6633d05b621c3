import { adDetail } from '../../../test/support/adsData';
import type { AdDetail } from '../../api/ads';
import { toValues } from './adFormValues';

describe('the ad form from a saved ad', () => {
  it('starts the phone and WhatsApp fields from the stored E.164 numbers, formatted', () => {
    const ad = adDetail({ contact_whatsapp: '+5511987654321', contact_phone: '+551133334444' }) as unknown as AdDetail;
    expect(toValues(ad)).toMatchObject({ contact_whatsapp: '(11) 98765-4321', contact_phone: '(11) 3333-4444' });
  });
});
