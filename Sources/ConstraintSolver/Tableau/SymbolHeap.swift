/// A min-heap of distinct symbols ordered by serial (creation order), for Bland's rule over
/// the primal simplex's entering candidates.
struct SymbolHeap {
  private var heap: [Symbol] = []
  /// Whether a symbol (by serial) is in the heap.
  private var present: [Bool] = []

  /// Whether the heap is empty.
  var isEmpty: Bool {
    heap.isEmpty
  }

  /// Adds a symbol unless it is already present.
  mutating func insert(_ symbol: Symbol) {
    let serial = symbol.serial
    if serial >= present.count {
      present.append(contentsOf: repeatElement(false, count: serial + 1 - present.count))
    }
    guard !present[serial] else { return }
    present[serial] = true
    heap.append(symbol)
    var child = heap.count - 1
    while child > 0 {
      let parent = (child - 1) >> 1
      guard heap[child] < heap[parent] else { break }
      heap.swapAt(child, parent)
      child = parent
    }
  }

  /// Removes and returns the lowest symbol.
  mutating func popMin() -> Symbol? {
    guard let first = heap.first else { return nil }
    present[first.serial] = false
    let last = heap.removeLast()
    if !heap.isEmpty {
      heap[0] = last
      var parent = 0
      while true {
        let left = 2 * parent + 1
        guard left < heap.count else { break }
        let right = left + 1
        let smaller = right < heap.count && heap[right] < heap[left] ? right : left
        guard heap[smaller] < heap[parent] else { break }
        heap.swapAt(smaller, parent)
        parent = smaller
      }
    }
    return first
  }

  /// Removes every symbol.
  mutating func removeAll() {
    heap = []
    present = []
  }
}
