import Foundation

/// A layer's or an animation's `CAMediaTiming` values, with Core Animation's defaults.
struct MediaTimingValues {
  var beginTime: CFTimeInterval = 0
  var duration: CFTimeInterval = 0
  var speed: Float = 1
  var timeOffset: CFTimeInterval = 0
  var repeatCount: Float = 0
  var repeatDuration: CFTimeInterval = 0
  var autoreverses = false
  var fillMode = CAMediaTimingFillMode.removed
}
