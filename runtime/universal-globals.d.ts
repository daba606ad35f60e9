/**
 * Globals that every place the runtime runs has (browsers and Node) but the ES library types
 * lack. runtime/ compiles without DOM and Node types (tsconfig.runtime.json), so each global it
 * uses is declared here, and only those.
 */
declare function structuredClone<T>(value: T): T;
