import { loadingToastText, settledToast, toastSettings } from '..';

describe('toast settings (docs/PRODUCT.md#toasts)', () => {
  it('close after 5 s, sit top-right, dismiss when dragged 80 % and wear the dark theme', () => {
    expect(toastSettings).toEqual({
      position: 'top-right',
      autoClose: 5000,
      draggable: true,
      draggablePercent: 80,
      theme: 'dark',
    });
  });

  it('show "please wait..." while waiting', () => {
    expect(loadingToastText).toBe('please wait...');
  });

  it('turn a loading toast into an outcome that closes by itself', () => {
    expect(settledToast('error', 'Server unreachable')).toEqual(
      expect.objectContaining({ render: 'Server unreachable', type: 'error', isLoading: false, autoClose: 5000 }),
    );
  });
});
