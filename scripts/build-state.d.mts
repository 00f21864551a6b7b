export declare const STAMP: string;
export declare function isBuildStale(): boolean;
