import { createContext, useContext } from 'react';

/** Who waits for the charts' drawing (Sections, to mark the paint): each drawing says when done. */
export interface DrawingTracker {
  /** A chart starts drawing; call the answer when it has drawn (or given up). */
  start(): () => void;
}

export const DrawingContext = createContext<DrawingTracker | null>(null);

export const useDrawingTracker = () => useContext(DrawingContext);
