import {
  KeyboardSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import { MousePointerSensor } from './mouse-pointer-sensor';

/**
 * How long a finger rests on a card before it lifts, and how far it may wander meanwhile: a
 * finger that moves further is scrolling or swiping, and the drag never starts
 * (docs/layouts.md, "Touch").
 */
export const LONG_PRESS_MS = 250;
export const LONG_PRESS_TOLERANCE_PX = 8;

/**
 * The sensors of every board view: a mouse or pen drag starts after 6 px (a click still opens
 * the card), a finger after a long press (a swipe or a scroll never drags), and the keyboard
 * moves by the view's own steps.
 */
export function useBoardSensors(coordinateGetter: KeyboardCoordinateGetter) {
  return useSensors(
    useSensor(MousePointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, {
      activationConstraint: { delay: LONG_PRESS_MS, tolerance: LONG_PRESS_TOLERANCE_PX },
    }),
    useSensor(KeyboardSensor, { coordinateGetter }),
  );
}
