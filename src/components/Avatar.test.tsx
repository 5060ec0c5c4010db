import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { avatarColorFor } from '@/domain/avatar-color';
import { Avatar } from './Avatar';

const hex = (color: string) => {
  const [r, g, b] = (color.match(/\d+/g) ?? []).map(Number);
  return `#${[r, g, b].map((value) => (value ?? 0).toString(16).padStart(2, '0')).join('')}`;
};

describe('Avatar', () => {
  it("draws the person's initials on their own colour, named for screen readers", () => {
    render(<Avatar name="Eli Editor" />);
    const avatar = screen.getByRole('img', { name: 'Eli Editor' });
    expect(avatar).toHaveTextContent('EE');
    expect(hex(avatar.style.background)).toBe(avatarColorFor('Eli Editor'));
    expect(avatar.style.width).toBe('24px');
    expect(avatar.style.fontSize).toBe('11px');
  });

  it('gives two people two colours where the old hash gave both red', () => {
    render(
      <>
        <Avatar name="Eli Editor" />
        <Avatar name="Dana Departed" />
      </>,
    );
    const eli = screen.getByRole('img', { name: 'Eli Editor' });
    const dana = screen.getByRole('img', { name: 'Dana Departed' });
    expect(eli.style.background).not.toBe(dana.style.background);
  });

  it('shows the photo when its URL is https, and the initials when it fails to load', () => {
    render(<Avatar name="Maya Manager" avatarUrl="https://example.com/maya.png" />);
    const photo = screen.getByRole('img', { name: 'Maya Manager' });
    expect(photo.tagName).toBe('IMG');
    expect(photo).toHaveAttribute('src', 'https://example.com/maya.png');
    fireEvent.error(photo);
    expect(screen.getByRole('img', { name: 'Maya Manager' })).toHaveTextContent('MM');
  });

  it.each(['http://example.com/a.png', 'javascript:alert(1)', 'data:image/png;base64,AA'])(
    'never loads %s: initials instead',
    (url) => {
      const { container } = render(<Avatar name="Vic Viewer" avatarUrl={url} />);
      expect(container.querySelector('img')).toBeNull();
      expect(screen.getByRole('img', { name: 'Vic Viewer' })).toHaveTextContent('VV');
    },
  );

  it('is hidden from screen readers when the name is written beside it', () => {
    const { container } = render(<Avatar name="Olga Outsider" decorative />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });
});
