export type Method = 'get' | 'post' | 'patch' | 'put' | 'delete';
