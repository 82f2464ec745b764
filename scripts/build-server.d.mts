export declare const SERVER_OUT_DIR: string;
export declare const SERVER_ENTRY: string;
export declare function newest(dir: string): number;
export declare function serverBuildIsStale(): boolean;
export declare function buildServer(options?: { outDir?: string }): Promise<number>;
export declare function nodeResolves(specifier: string): boolean;
