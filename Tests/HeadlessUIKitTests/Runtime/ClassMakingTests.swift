import Foundation
import Testing

@testable import HeadlessUIKit

/// A cell as apps write it: UIKit's initializer, and an archive initializer that traps.
private final class NoteCell: UITableViewCell {
  var madeWithStyle = false

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    madeWithStyle = true
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

private final class TileCell: UICollectionViewCell {
  var madeWithFrame = false

  override init(frame: CGRect) {
    super.init(frame: frame)
    madeWithFrame = true
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

/// A cell registered with nothing.
private final class UnregisteredCell: UITableViewCell {}

@MainActor
@Suite("Classes made the way UIKit makes them")
struct ClassMakingTests {
  @Test("RT5: a table cell class is made with init(style:reuseIdentifier:) through its maker")
  func tableCell() throws {
    ObjectiveCRuntime.registerClass(NoteCell.self, objectiveCName: "Tests.NoteCell") {
      NoteCell(style: $0, reuseIdentifier: $1)
    }
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    table.register(NoteCell.self, forCellReuseIdentifier: "note")
    let cell = try #require(table.dequeueReusableCell(withIdentifier: "note") as? NoteCell)
    #expect(cell.madeWithStyle)
    #expect(cell.reuseIdentifier == "note")
  }

  @Test("RT5: a collection cell class is made with init(frame:) through its maker")
  func collectionCell() throws {
    ObjectiveCRuntime.registerClass(TileCell.self, objectiveCName: "Tests.TileCell") {
      TileCell(frame: $0)
    }
    let layout = UICollectionViewFlowLayout()
    let collection = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout)
    collection.register(TileCell.self, forCellWithReuseIdentifier: "tile")
    let cell = collection.dequeueReusableCell(
      withReuseIdentifier: "tile", for: IndexPath(item: 0, section: 0))
    #expect((cell as? TileCell)?.madeWithFrame == true)
  }

  @Test("RT5: an app's cell class without a maker stops, naming the class and the registration")
  func unregisteredStops() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        table.register(UnregisteredCell.self, forCellReuseIdentifier: "cell")
        _ = table.dequeueReusableCell(withIdentifier: "cell")
      }
    }
    let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(text.contains("cannot make a UnregisteredCell: UIKit makes a class it is given with "))
    #expect(text.contains("{ UnregisteredCell(style: $0, reuseIdentifier: $1) }"))
  }

  @Test("UIKit's own classes are told from apps' classes, and asking again gives the same answer")
  func uikitClassesAreRecognised() {
    for _ in 0..<2 {
      #expect(ObjectiveCRuntime.isUIKitClass(CALayer.self))
      #expect(ObjectiveCRuntime.isUIKitClass(UITableViewCell.self))
      #expect(!ObjectiveCRuntime.isUIKitClass(NoteCell.self))
      #expect(!ObjectiveCRuntime.isUIKitClass(TileCell.self))
    }
  }
}
