import type { PointerEvent as ReactPointerEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MousePointerSensor } from './mouse-pointer-sensor';

function pointerDown(pointerType: string): ReactPointerEvent {
  return {
    nativeEvent: { pointerType, isPrimary: true, button: 0 },
  } as unknown as ReactPointerEvent;
}

describe('MousePointerSensor', () => {
  const [activator] = MousePointerSensor.activators;

  it('starts for a mouse or a pen, as the pointer sensor does', () => {
    for (const type of ['mouse', 'pen']) {
      const onActivation = vi.fn();
      expect(activator?.handler(pointerDown(type), { onActivation })).toBe(true);
      expect(onActivation).toHaveBeenCalledOnce();
    }
  });

  it('leaves a finger to the touch sensor (a swipe or a scroll never starts a drag)', () => {
    const onActivation = vi.fn();
    expect(activator?.handler(pointerDown('touch'), { onActivation })).toBe(false);
    expect(onActivation).not.toHaveBeenCalled();
  });
});
