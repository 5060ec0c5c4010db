export interface RequestOptions {
  signal?: AbortSignal;
}
