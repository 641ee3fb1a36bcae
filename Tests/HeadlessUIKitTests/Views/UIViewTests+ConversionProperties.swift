import HeadlessUIKit
import HeadlessUIKitTestSupport
import TestSupport
import Testing

/// One hop of spec 2.3, computed independently of the implementation: from a view's bounds
/// space to its superview's, `p ↦ C + T·(p − B.origin − A ⊙ B.size)` with `T` applied with its
/// translation, and the inverse hop.
private struct Hop {
  let bounds: CGRect
  let anchor: CGPoint
  let center: CGPoint
  let t: CGAffineTransform

  @MainActor
  init(_ view: UIView) {
    bounds = view.bounds
    anchor = view.layer.anchorPoint
    center = view.center
    t = view.transform
  }

  func up(_ p: CGPoint) -> CGPoint {
    let x = p.x - bounds.origin.x - anchor.x * bounds.size.width
    let y = p.y - bounds.origin.y - anchor.y * bounds.size.height
    return CGPoint(x: center.x + t.a * x + t.c * y + t.tx, y: center.y + t.b * x + t.d * y + t.ty)
  }

  func down(_ q: CGPoint) -> CGPoint {
    // Solve [a c; b d]·v = q − C − (tx, ty) by Cramer's rule.
    let rx = q.x - center.x - t.tx
    let ry = q.y - center.y - t.ty
    let determinant = t.a * t.d - t.b * t.c
    let x = (t.d * rx - t.c * ry) / determinant
    let y = (t.a * ry - t.b * rx) / determinant
    return CGPoint(
      x: x + bounds.origin.x + anchor.x * bounds.size.width,
      y: y + bounds.origin.y + anchor.y * bounds.size.height)
  }
}

/// Seeded random view trees for the conversion properties of spec 2.4 and 2.8.
@MainActor
private struct RandomTree {
  var views: [UIView]

  /// A tree whose first seven views form a chain (depth 6 below the root), with `extra` more
  /// views hung under random earlier ones.
  init(using random: inout SplitMix64, extra: Int) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
    views = [root]
    for index in 1...(6 + extra) {
      let parent = index <= 6 ? views[index - 1] : views[random.index(below: views.count)]
      let view = UIView()
      Self.randomize(view, using: &random)
      parent.addSubview(view)
      views.append(view)
    }
  }

  /// Random bounds (origin and size), center, anchor point and an invertible transform made of
  /// a rotation, a non-uniform scale (possibly mirroring) and a translation; a quarter of the
  /// views keep the identity transform.
  static func randomize(_ view: UIView, using random: inout SplitMix64) {
    view.bounds = CGRect(
      x: random.value(in: -200...200), y: random.value(in: -200...200),
      width: random.value(in: 1...400), height: random.value(in: 1...400))
    view.center = CGPoint(x: random.value(in: -300...700), y: random.value(in: -300...700))
    view.layer.anchorPoint = CGPoint(
      x: random.value(in: -0.5...1.5), y: random.value(in: -0.5...1.5))
    guard random.chance(0.75) else { return }
    func scale(_ random: inout SplitMix64) -> CGFloat {
      let magnitude = random.value(in: 0.4...2.5)
      return random.chance(0.2) ? -magnitude : magnitude
    }
    let sx = scale(&random)
    let sy = scale(&random)
    view.transform = CGAffineTransform(rotationAngle: random.value(in: -.pi...(.pi)))
      .scaledBy(x: sx, y: sy)
      .translatedBy(x: random.value(in: -50...50), y: random.value(in: -50...50))
  }

  /// The path from `view` up to (and excluding) the root.
  func ancestry(of view: UIView) -> [UIView] {
    var path: [UIView] = []
    var current = view
    while let parent = current.superview {
      path.append(current)
      current = parent
    }
    return path
  }

  /// `point` in `source`'s bounds space, taken to `target`'s through the root with the
  /// reference hops.
  func reference(_ point: CGPoint, from source: UIView, to target: UIView) -> CGPoint {
    var p = point
    for view in ancestry(of: source) { p = Hop(view).up(p) }
    for view in ancestry(of: target).reversed() { p = Hop(view).down(p) }
    return p
  }
}

/// Whether `a` and `b` agree within a relative tolerance of 1e-9, scaled to the magnitudes
/// involved (never below 1).
private func agree(_ a: CGPoint, _ b: CGPoint, scale: CGFloat) -> Bool {
  isClose(a, b, tolerance: 1e-9 * max(1, scale, abs(a.x), abs(a.y), abs(b.x), abs(b.y)))
}

private func agree(_ a: CGRect, _ b: CGRect, scale: CGFloat) -> Bool {
  agree(a.origin, b.origin, scale: scale)
    && agree(CGPoint(x: a.width, y: a.height), CGPoint(x: b.width, y: b.height), scale: scale)
}

private func magnitude(_ points: CGPoint...) -> CGFloat {
  points.map { max(abs($0.x), abs($0.y)) }.max() ?? 0
}

/// Conversion properties over seeded random trees of depth ≥ 6 (spec 2.3, 2.4, 2.8).
///
/// Each property stops at its first failing case, and the failure names the seed and case.
@MainActor
@Suite struct UIViewConversionPropertyTests {
  private static let seeds: [UInt64] = [1, 2, 3, 0x5EED, 0xC0FFEE, 20_240_601]
  private static let treesPerSeed = 30
  private static let pairsPerTree = 6

  /// Runs `check` on random trees, view pairs and points until it returns `false`.
  ///
  /// - Returns: The number of cases that passed.
  private func forEachCase(
    _ check: (RandomTree, UIView, UIView, CGPoint, inout SplitMix64, Comment) -> Bool
  ) -> Int {
    var count = 0
    for seed in Self.seeds {
      var random = SplitMix64(seed: seed)
      for _ in 0..<Self.treesPerSeed {
        let tree = RandomTree(using: &random, extra: random.index(below: 6))
        for _ in 0..<Self.pairsPerTree {
          let a = tree.views[random.index(below: tree.views.count)]
          let b = tree.views[random.index(below: tree.views.count)]
          let p = CGPoint(x: random.value(in: -500...500), y: random.value(in: -500...500))
          guard check(tree, a, b, p, &random, "seed \(seed), case \(count)") else { return count }
          count += 1
        }
      }
    }
    return count
  }

  // spec 2.8: converting there and back returns the point, both as to/from and as to/to.
  @Test func roundTripReturnsThePoint() {
    let cases = forEachCase { _, a, b, p, _, label in
      let q = a.convert(p, to: b)
      let scale = magnitude(p, q)
      let fromBack = agree(a.convert(q, from: b), p, scale: scale)
      let toBack = agree(b.convert(q, to: a), p, scale: scale)
      #expect(fromBack, "a.convert(a.convert(p, to: b), from: b) ≠ p; \(label)")
      #expect(toBack, "b.convert(a.convert(p, to: b), to: a) ≠ p; \(label)")
      return fromBack && toBack
    }
    #expect(cases == Self.seeds.count * Self.treesPerSeed * Self.pairsPerTree)
  }

  // spec 2.3: the result equals the composition of the one-hop formula up to the root and its
  // inverse down to the target, computed in the test.
  @Test func conversionMatchesTheComposedHopFormula() {
    let cases = forEachCase { tree, a, b, p, _, label in
      let expected = tree.reference(p, from: a, to: b)
      let to = agree(a.convert(p, to: b), expected, scale: magnitude(p, expected))
      let from = agree(b.convert(p, from: a), expected, scale: magnitude(p, expected))
      #expect(to, "a.convert(p, to: b); \(label)")
      #expect(from, "b.convert(p, from: a); \(label)")
      return to && from
    }
    #expect(cases == Self.seeds.count * Self.treesPerSeed * Self.pairsPerTree)
  }

  // spec 2.4: a rectangle converts to the bounding box of its four converted corners.
  @Test func rectConversionIsTheBoundingBoxOfTheCorners() {
    let cases = forEachCase { _, a, b, p, random, label in
      let size = CGSize(width: random.value(in: 0...300), height: random.value(in: 0...300))
      let rect = CGRect(origin: p, size: size)
      let corners = [
        CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
        CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
      ].map { a.convert($0, to: b) }
      let xs = corners.map(\.x)
      let ys = corners.map(\.y)
      let minX = xs.min() ?? 0
      let minY = ys.min() ?? 0
      let box = CGRect(
        x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
      let scale = max(corners.map { magnitude($0) }.max() ?? 0, magnitude(p))
      let to = agree(a.convert(rect, to: b), box, scale: scale)
      let from = agree(b.convert(rect, from: a), box, scale: scale)
      #expect(to, "a.convert(rect, to: b); \(label)")
      #expect(from, "b.convert(rect, from: a); \(label)")
      return to && from
    }
    #expect(cases == Self.seeds.count * Self.treesPerSeed * Self.pairsPerTree)
  }

  // spec 2.4 with 1.13: a view's bounds converted to its superview is its frame.
  @Test func boundsConvertedToSuperviewIsTheFrame() {
    var count = 0
    cases: for seed in Self.seeds {
      var random = SplitMix64(seed: seed)
      for _ in 0..<Self.treesPerSeed {
        let tree = RandomTree(using: &random, extra: random.index(below: 6))
        for view in tree.views.dropFirst() {
          let converted = view.convert(view.bounds, to: view.superview)
          let frame = view.frame
          let scale = magnitude(frame.origin, CGPoint(x: frame.maxX, y: frame.maxY))
          let matches = agree(converted, frame, scale: scale)
          #expect(matches, "seed \(seed), view \(count)")
          guard matches else { break cases }
          count += 1
        }
      }
    }
    #expect(count >= 300)
  }

  // spec 2.5 (b) with spec 2.8: views in two randomly placed windows convert through the
  // screen; the round trip holds, and the result matches the reference hops plus each window's
  // own hop onto the screen.
  @Test func conversionBetweenWindowsRoundTripsThroughTheScreen() {
    var random = SplitMix64(seed: 0x0057_1D0E)
    for index in 0..<100 {
      let trees = (0..<2).map { _ in
        let window = UIWindow(
          frame: CGRect(
            x: random.value(in: -100...400), y: random.value(in: -100...400),
            width: random.value(in: 100...500), height: random.value(in: 100...500)))
        window.bounds.origin = CGPoint(x: random.value(in: -20...20), y: random.value(in: -20...20))
        var views: [UIView] = [window]
        for index in 1...5 {
          let view = UIView()
          RandomTree.randomize(view, using: &random)
          views[index - 1].addSubview(view)
          views.append(view)
        }
        return views
      }
      let a = trees[0][random.index(below: 6)]
      let b = trees[1][random.index(below: 6)]
      let p = CGPoint(x: random.value(in: -500...500), y: random.value(in: -500...500))

      let q = a.convert(p, to: b)
      let expected = screenToView(b, viewToScreen(a, p))
      let scale = magnitude(p, q)
      let matches = agree(q, expected, scale: scale)
      let toBack = agree(b.convert(q, to: a), p, scale: scale)
      let fromBack = agree(a.convert(q, from: b), p, scale: scale)
      #expect(matches, "a.convert(p, to: b), case \(index)")
      #expect(toBack, "b.convert(q, to: a), case \(index)")
      #expect(fromBack, "a.convert(q, from: b), case \(index)")
      guard matches, toBack, fromBack else { return }
    }
  }

  /// `point` in `view`'s bounds space taken to the screen with the reference hops, the window's
  /// own hop included.
  private func viewToScreen(_ view: UIView, _ point: CGPoint) -> CGPoint {
    var p = point
    var current: UIView? = view
    while let hop = current {
      p = Hop(hop).up(p)
      current = hop.superview
    }
    return p
  }

  /// The inverse of `viewToScreen(_:_:)`.
  private func screenToView(_ view: UIView, _ point: CGPoint) -> CGPoint {
    var chain: [UIView] = []
    var current: UIView? = view
    while let hop = current {
      chain.append(hop)
      current = hop.superview
    }
    return chain.reversed().reduce(point) { Hop($1).down($0) }
  }
}
