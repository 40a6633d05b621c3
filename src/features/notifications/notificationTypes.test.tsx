import { render, screen } from '@testing-library/react';
import { NotificationIcon, TYPE_COLORS, typeAppearance } from './notificationTypes';

describe('notification types', () => {
  it('a new review has its own star in gold, not the unknown-type envelope', () => {
    expect(typeAppearance('REVIEW_RECEIVED')).toMatchObject({ label: 'Nova avaliação', color: TYPE_COLORS.gold });
    expect(typeAppearance('REVIEW_RECEIVED')).not.toEqual(typeAppearance('UNKNOWN_TYPE'));
    render(<NotificationIcon type="REVIEW_RECEIVED" />);
    expect(screen.getByRole('img', { name: 'Nova avaliação' })).toHaveAttribute('data-color', TYPE_COLORS.gold);
  });
});
