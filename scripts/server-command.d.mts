export declare const SERVER_NODE_FLAGS: readonly string[];
export declare function serverArgs(extra?: readonly string[]): string[];
export declare function builtServerArgs(extra?: readonly string[]): string[];
