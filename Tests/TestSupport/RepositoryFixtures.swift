import Foundation

/// The data files tests read, all inside this repository (a plain clone holds everything the
/// test suite needs; nothing is read from beside it).
///
/// Each folder keeps its sources and licences next to the files:
/// - ``interfaceBuilder`` and ``interfaceBuilder2``: real storyboards and xibs (`SOURCES.md`,
///   `LICENSES/`);
/// - ``images``: image files for the decoders (`README.md`);
/// - ``assetCatalogApp``: an asset catalog and a storyboard using it (team-written);
/// - ``workloads``: the solver benchmark workloads, made by `gen_workloads.py` beside them
///   (`Benchmarks/Workloads/README.md`).
public enum RepositoryFixtures {
  /// The repository's root folder, found from this file's place (`Tests/TestSupport/`).
  public static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// `Tests/Fixtures/InterfaceBuilder`: the corpus of real Interface Builder documents.
  public static let interfaceBuilder = root.appendingPathComponent(
    "Tests/Fixtures/InterfaceBuilder", isDirectory: true)

  /// `Tests/Fixtures/InterfaceBuilder2`: the second corpus of real Interface Builder documents
  /// (60 documents from 28 other repositories; `SOURCES.md`, `LICENSES/`).
  public static let interfaceBuilder2 = root.appendingPathComponent(
    "Tests/Fixtures/InterfaceBuilder2", isDirectory: true)

  /// `Tests/Fixtures/Images`: small PNG and JPEG files of every colour type, bit depth and
  /// encoding the decoders read (made by `Fuzz/make-image-seeds.py` and
  /// `Fuzz/ImageDecoderFuzzer/make-image-seeds.c`; see the folder's `README.md`).
  public static let images = root.appendingPathComponent("Tests/Fixtures/Images", isDirectory: true)

  /// `Tests/Fixtures/AssetCatalogs/App`: a team-written app folder with an asset catalog
  /// (`Assets.xcassets`) and a storyboard that names its assets (`Base.lproj/Profile.storyboard`).
  public static let assetCatalogApp = root.appendingPathComponent(
    "Tests/Fixtures/AssetCatalogs/App", isDirectory: true)

  /// `Benchmarks/Workloads/workloads`: the `autolayout-bench/1` workload files.
  public static let workloads = root.appendingPathComponent(
    "Benchmarks/Workloads/workloads", isDirectory: true)

  /// The `.storyboard` and `.xib` file names of ``interfaceBuilder``, sorted.
  ///
  /// Empty only when the folder is missing; tests that iterate over it also check the count,
  /// so a missing corpus fails instead of running no case.
  public static var interfaceBuilderDocuments: [String] { documents(in: interfaceBuilder) }

  /// The `.storyboard` and `.xib` file names of ``interfaceBuilder2``, sorted (empty only when
  /// the folder is missing, as ``interfaceBuilderDocuments``).
  public static var interfaceBuilder2Documents: [String] { documents(in: interfaceBuilder2) }

  /// The `.storyboard` and `.xib` file names of a folder, sorted.
  ///
  /// - Parameter folder: A corpus folder.
  /// - Returns: The names; empty when the folder cannot be read.
  public static func documents(in folder: URL) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
      .filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }.sorted()
  }
}
