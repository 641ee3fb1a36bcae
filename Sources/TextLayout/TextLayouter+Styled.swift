extension TextLayouter {
  /// Lays out styled text: each cluster in its run's font and kern, each paragraph in the style
  /// of its first cluster's run (decisions T10–T16).
  package static func layout(_ text: StyledText, options: TextLayoutOptions) -> TextLayoutResult {
    let clusters = StyledClusters(text)
    return layout(
      clusters.measured(), styles: clusters, lineHeight: text.runs.first?.font.lineHeight ?? 0,
      options: options)
  }
}
