import { File as NodeFile } from 'node:buffer';
import { adRequestBody, needsMultipart, toFormData } from './formData';

// jsdom's File is not the Blob that the platform FormData of this test environment accepts; the
// browser has one of each, so the test uses the platform's.
const File = NodeFile as unknown as typeof globalThis.File;

describe('toFormData (spec section 5)', () => {
  afterEach(() => jest.restoreAllMocks());

  it('omits null and undefined, sends booleans as "true"/"false" and numbers as text', () => {
    const fd = toFormData({
      title: 'Diarista',
      price_cents: 1500,
      show_phone: false,
      is_service: true,
      city: null,
      x: undefined,
    });
    expect(fd.get('title')).toBe('Diarista');
    expect(fd.get('price_cents')).toBe('1500');
    expect(fd.get('show_phone')).toBe('false');
    expect(fd.get('is_service')).toBe('true');
    expect(fd.has('city')).toBe(false);
    expect(fd.has('x')).toBe(false);
  });

  it('sends arrays as JSON text and the images metadata under new_ad_images_metadata_json', () => {
    const meta = [{ client_id: 'a', alt: 'Sala', order: 0 }];
    const fd = toFormData({ images_order: [3, 'a'], new_ad_images_metadata: meta });
    expect(fd.get('images_order')).toBe('[3,"a"]');
    expect(fd.get('new_ad_images_metadata_json')).toBe(JSON.stringify(meta));
    expect(fd.has('new_ad_images_metadata')).toBe(false);
  });

  it('appends real files (one or several) and skips anything else with a console error', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const main = new File(['a'], 'capa.jpg', { type: 'image/jpeg' });
    const more = [new File(['b'], '1.jpg'), 'não é arquivo', new File(['c'], '2.jpg')];
    const fd = toFormData({ image: main, image_files: more, image_file: { name: 'falso.jpg' } });
    expect((fd.get('image') as File).name).toBe('capa.jpg');
    expect(fd.getAll('image_files').map((f) => (f as File).name)).toEqual(['1.jpg', '2.jpg']);
    expect(fd.has('image_file')).toBe(false);
    expect(error).toHaveBeenCalledTimes(2);
  });
});

describe('adRequestBody: multipart only when image, image_files or images_order are present', () => {
  it('is JSON without files', () => {
    expect(needsMultipart({ title: 'x', price_cents: null })).toBe(false);
    expect(adRequestBody({ title: 'x', price_cents: null, image: undefined })).toEqual({
      title: 'x',
      price_cents: null,
    });
  });

  it('is form-data with any trigger', () => {
    expect(adRequestBody({ title: 'x', images_order: [] })).toBeInstanceOf(FormData);
    expect(adRequestBody({ image: new File(['a'], 'a.jpg') })).toBeInstanceOf(FormData);
    expect(needsMultipart({ image_files: [new File(['a'], 'a.jpg')] })).toBe(true);
  });
});
