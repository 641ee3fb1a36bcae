// SwiftPM builds a C target from at least one source file; the target exists for its module map.
