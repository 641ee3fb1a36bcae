// `import QuartzCore` on Linux: Core Animation's layers, transforms and animations are part of
// HeadlessUIKit, which this module re-exports (with the rest of the UIKit surface: a superset
// of what the framework declares, so code written for Apple's QuartzCore compiles unchanged).
// On Apple platforms the system framework is imported instead and this module is empty.
#if os(Linux)
  @_exported import HeadlessUIKit
#endif
