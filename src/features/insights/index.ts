// What other features may use of the insights: the view behind its lazy wrapper.
export { LazyInsightsView } from './LazyInsightsView';
