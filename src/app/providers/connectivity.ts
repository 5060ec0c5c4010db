import { onlineManager } from '@tanstack/react-query';
import { create } from 'zustand';
import type { RequestOutcome } from '@/api/http/client';

/**
 * Whether the app can talk to the server, from three signals:
 * - the browser's `online`/`offline` events (`navigator.onLine`);
 * - the requests themselves: a run of network failures means the server is unreachable even
 *   when the browser thinks it is online (a captive portal, a dead VPN, the mock's "offline"),
 *   and any HTTP answer means it is reachable again; while unreachable, a probe asks the server
 *   every few seconds;
 * - the session: after a 401 nothing is sent until the user has signed in again.
 *
 * React Query's `onlineManager` follows the three together, so writes made offline or after a
 * 401 pause (their optimistic change stays on screen) and resume in order as soon as all three
 * are fine again. The offline banner shows the first two; the sign-in dialog the third.
 */
interface ConnectivityState {
  browserOnline: boolean;
  unreachable: boolean;
  sessionExpired: boolean;
}

const INITIAL: ConnectivityState = {
  browserOnline: true,
  unreachable: false,
  sessionExpired: false,
};

const useConnectivityStore = create<ConnectivityState>()(() => INITIAL);

/** True when the browser is offline or the server cannot be reached. */
export const useIsOffline = (): boolean =>
  useConnectivityStore((state) => !state.browserOnline || state.unreachable);

export const connectivityState = (): ConnectivityState => useConnectivityStore.getState();

export interface ConnectivityOptions {
  /** A cheap request whose outcome reaches `report` (through the API client's `onOutcome`). */
  probe: () => Promise<unknown>;
  /** The server answered 401: open the sign-in dialog. */
  onUnauthenticated: () => void;
  /** Network failures in a row that mean "unreachable". */
  failuresBeforeUnreachable?: number;
  /** Waits between probes while unreachable; the last one repeats. */
  probeDelaysMs?: readonly number[];
}

export interface ConnectivityMonitor {
  /** Feed it every request's outcome (the API client's `onOutcome`). */
  report: (outcome: RequestOutcome) => void;
  /** The user signed in again: sending resumes (when the network is there). */
  sessionRenewed: () => void;
  /**
   * Makes this the app's monitor (the previous one stops) and follows `target`'s online and
   * offline events when given; returns the function that stops it. Creating a monitor has no
   * effect until then, so a discarded render (StrictMode) leaves nothing running.
   */
  activate: (target?: Window) => () => void;
}

export const DEFAULT_PROBE_DELAYS_MS = [1000, 2000, 3000] as const;

let active: { monitor: ConnectivityMonitor; stop: () => void } | null = null;

/** The user signed in again (the sign-in dialog): tells the active monitor. */
export function sessionRenewed(): void {
  active?.monitor.sessionRenewed();
}

export function createConnectivityMonitor(options: ConnectivityOptions): ConnectivityMonitor {
  const failuresBeforeUnreachable = options.failuresBeforeUnreachable ?? 2;
  const probeDelays = options.probeDelaysMs ?? DEFAULT_PROBE_DELAYS_MS;
  let networkFailures = 0;
  let probeTimer: ReturnType<typeof setTimeout> | undefined;
  let probeAttempt = 0;
  let probing = false;
  const isActive = () => active?.monitor === monitor;

  function update(patch: Partial<ConnectivityState>): void {
    if (!isActive()) return;
    useConnectivityStore.setState(patch);
    const state = useConnectivityStore.getState();
    if (!state.unreachable) probeAttempt = 0;
    if (state.unreachable && state.browserOnline && !state.sessionExpired) scheduleProbe();
    else cancelProbe();
    onlineManager.setOnline(state.browserOnline && !state.unreachable && !state.sessionExpired);
  }

  function cancelProbe(): void {
    if (probeTimer !== undefined) clearTimeout(probeTimer);
    probeTimer = undefined;
  }

  function scheduleProbe(): void {
    if (probeTimer !== undefined || probing || !isActive()) return;
    const delay = probeDelays[Math.min(probeAttempt, probeDelays.length - 1)] ?? 3000;
    probeAttempt += 1;
    probeTimer = setTimeout(() => {
      probeTimer = undefined;
      probing = true;
      void options
        .probe()
        .catch(() => undefined)
        .finally(() => {
          probing = false;
          const state = useConnectivityStore.getState();
          if (state.unreachable && state.browserOnline && !state.sessionExpired) scheduleProbe();
        });
    }, delay);
  }

  const monitor: ConnectivityMonitor = {
    report(outcome) {
      if (!isActive()) return;
      if (outcome === 'network-error') {
        networkFailures += 1;
        if (networkFailures >= failuresBeforeUnreachable && !connectivityState().unreachable) {
          update({ unreachable: true });
        }
        return;
      }
      networkFailures = 0;
      if (outcome === 'unauthenticated') {
        update({ unreachable: false, sessionExpired: true });
        options.onUnauthenticated();
        return;
      }
      if (connectivityState().unreachable) update({ unreachable: false });
    },
    sessionRenewed() {
      update({ sessionExpired: false });
    },
    activate(target) {
      active?.stop();
      const online = () => {
        networkFailures = 0;
        // Try at once: if the server is still out of reach, the next failures say so again.
        update({ browserOnline: true, unreachable: false });
      };
      const offline = () => update({ browserOnline: false });
      const stop = () => {
        target?.removeEventListener('online', online);
        target?.removeEventListener('offline', offline);
        cancelProbe();
        if (active?.monitor !== monitor) return;
        active = null;
        useConnectivityStore.setState(INITIAL);
        onlineManager.setOnline(true);
      };
      active = { monitor, stop };
      // The app decides when React Query is online, not the browser events alone.
      onlineManager.setEventListener(() => undefined);
      networkFailures = 0;
      useConnectivityStore.setState(INITIAL);
      onlineManager.setOnline(true);
      if (target) {
        target.addEventListener('online', online);
        target.addEventListener('offline', offline);
        update({ browserOnline: target.navigator.onLine });
      }
      return stop;
    },
  };
  return monitor;
}
