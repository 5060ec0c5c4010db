import {
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';

/**
 * The sensors of every board view: a pointer drag starts after 6 px (a click still opens the
 * card), and the keyboard moves by the view's own steps.
 */
export function useBoardSensors(coordinateGetter: KeyboardCoordinateGetter) {
  return useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter }),
  );
}
