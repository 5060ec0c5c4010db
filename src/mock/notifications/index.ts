export { modeAllows, notify, notifyAll, type NotifyInput, type NotifyResult } from './notify';
