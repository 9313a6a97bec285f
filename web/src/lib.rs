//! WebAssembly bindings of robots-core (work in progress).
