import { PointerSensor, type PointerSensorOptions } from '@dnd-kit/core';
import type { PointerEvent as ReactPointerEvent } from 'react';

const [pointerDown] = PointerSensor.activators;

/**
 * dnd-kit's pointer sensor for a mouse or a pen only. A finger goes to the touch sensor
 * (`use-board-sensors.ts`), which waits for a long press: with the pointer sensor a finger that
 * scrolls a column or swipes to the next one would start a drag after 6 px.
 */
export class MousePointerSensor extends PointerSensor {
  static override activators = [
    {
      eventName: 'onPointerDown' as const,
      handler: (event: ReactPointerEvent, options: PointerSensorOptions): boolean => {
        if (event.nativeEvent.pointerType === 'touch' || !pointerDown) return false;
        return pointerDown.handler(event, options);
      },
    },
  ];
}
