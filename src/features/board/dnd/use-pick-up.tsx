import {
  useDraggable,
  type Data,
  type DraggableAttributes,
  type DraggableSyntheticListeners,
} from '@dnd-kit/core';
import {
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
  type SyntheticEvent,
} from 'react';
import { flushSync } from 'react-dom';
import { pickedUpId, pickUp, useIsPickedUp } from './pick-up';

/** Which of dnd-kit's listeners an event goes to. */
const LISTENER: Readonly<Record<string, string>> = {
  pointerdown: 'onPointerDown',
  touchstart: 'onTouchStart',
  keydown: 'onKeyDown',
};

interface PickUpOptions {
  id: string;
  disabled: boolean;
  data?: Data;
  roleDescription?: string;
}

/** What a card shows of its draggable: the handle's attributes, and whether it is dragged. */
interface DragState {
  attributes: DraggableAttributes;
  isDragging: boolean;
}

/**
 * A card that becomes a dnd-kit draggable only while it can be picked up (`pick-up.ts`). The
 * card renders `draggable` beside its node (after it, so the node's ref is set first), puts
 * `nodeRef` and `handleRef` on its node and its grip, and its own handlers in place of dnd-kit's
 * listeners: a press, a touch or a key on an idle card mounts the draggable at once
 * (`flushSync`) and hands it the same event, so a drag starts from the first press as before.
 */
export function usePickUp({ id, disabled, data, roleDescription = 'draggable' }: PickUpOptions) {
  const armed = useIsPickedUp(id) && !disabled;
  const nodeRef = useRef<HTMLElement | null>(null);
  const handleRef = useRef<HTMLElement | null>(null);
  const listenersRef = useRef<DraggableSyntheticListeners>(undefined);
  const [state, setState] = useState<DragState | null>(null);

  // Mounts the draggable at once if this card was idle, then hands it the event.
  const forward = useCallback(
    (event: SyntheticEvent) => {
      if (!disabled && pickedUpId() !== id) flushSync(() => pickUp(id));
      listenersRef.current?.[LISTENER[event.type] ?? '']?.(event);
    },
    [disabled, id],
  );
  const onFocus = useCallback(() => disabled || pickUp(id), [disabled, id]);
  const setHandle = useCallback((node: HTMLElement | null) => {
    handleRef.current = node;
  }, []);

  // An idle grip is a button already; dnd-kit adds its instructions and state once armed.
  const attributes: Partial<DraggableAttributes> = state?.attributes ?? {
    'aria-roledescription': roleDescription,
  };
  const draggable = armed ? (
    <ArmedDraggable
      id={id}
      data={data}
      roleDescription={roleDescription}
      nodeRef={nodeRef}
      handleRef={handleRef}
      listenersRef={listenersRef}
      onState={setState}
    />
  ) : null;
  return {
    draggable,
    isDragging: state?.isDragging ?? false,
    nodeRef,
    attributes,
    nodeHandlers: { onPointerDown: forward, onTouchStart: forward, onFocus },
    handleProps: { onKeyDown: forward, ref: setHandle },
  };
}

interface ArmedDraggableProps {
  id: string;
  data: Data | undefined;
  roleDescription: string;
  nodeRef: RefObject<HTMLElement | null>;
  handleRef: RefObject<HTMLElement | null>;
  listenersRef: RefObject<DraggableSyntheticListeners>;
  onState: (state: DragState | null) => void;
}

/** The card's dnd-kit draggable, mounted while it can be picked up; it renders nothing. */
function ArmedDraggable({
  id,
  data,
  roleDescription,
  nodeRef,
  handleRef,
  listenersRef,
  onState,
}: ArmedDraggableProps): ReactNode {
  const draggable = useDraggable({ id, data, attributes: { roleDescription } });
  const { setNodeRef, setActivatorNodeRef, attributes, isDragging } = draggable;
  useLayoutEffect(() => {
    setNodeRef(nodeRef.current);
    setActivatorNodeRef(handleRef.current);
    // Left behind when disarmed: a press arms the card again before it is called.
    listenersRef.current = draggable.listeners;
  });
  useLayoutEffect(() => {
    onState({ attributes, isDragging });
    return () => onState(null);
  }, [onState, attributes, isDragging]);
  return null;
}
