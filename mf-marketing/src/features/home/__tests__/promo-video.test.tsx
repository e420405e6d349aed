import { render, screen } from '@testing-library/react';
import { installIntersectionObserver } from '../../../testing/intersection-observer';
import { PromoVideo } from '../promo-video';

let observer: ReturnType<typeof installIntersectionObserver>;
beforeEach(() => {
  observer = installIntersectionObserver();
});
afterEach(() => observer.uninstall());

const video = () => screen.queryByLabelText("Promotional video for GREAT-STEP'25");

test('no video is in the page until the visitor scrolls near it', () => {
  render(<PromoVideo />);
  expect(screen.getByRole('heading', { name: 'GreatStep in motion' })).toBeInTheDocument();
  expect(video()).not.toBeInTheDocument();
});

test('near the viewport it shows the clip with controls and a poster, WebM first and MP4 as the fallback', () => {
  render(<PromoVideo />);
  observer.scrollNear();
  const element = video();
  expect(element).toHaveAttribute('controls');
  expect(element).toHaveAttribute('poster');
  const types = [...(element?.querySelectorAll('source') ?? [])].map((source) => source.getAttribute('type'));
  expect(types).toEqual(['video/webm', 'video/mp4']);
});
