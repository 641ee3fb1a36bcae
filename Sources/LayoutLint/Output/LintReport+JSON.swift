import Foundation

extension LintReport {
  /// The report as one JSON document: `findings` (file, line, column, rule, message, fixIt)
  /// and `failures`.
  package var json: String {
    struct Document: Encodable {
      var findings: [LintFinding]
      var failures: [Failure]
      var files: Int
      var lines: Int
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let document = Document(findings: findings, failures: failures, files: files, lines: lines)
    guard let data = try? encoder.encode(document) else { return "{}" }
    return String(decoding: data, as: UTF8.self)
  }

  /// The report as SARIF 2.1.0 (one run of the `headless-uikit lint` tool, the seven rules in
  /// its driver, one result per finding with its fix when there is one).
  package var sarif: String {
    let rules: [[String: Any]] = LintRule.allCases.map { rule in
      [
        "id": rule.rawValue, "name": rule.title.replacingOccurrences(of: " ", with: ""),
        "shortDescription": ["text": rule.title], "fullDescription": ["text": rule.summary],
        "defaultConfiguration": ["level": "warning"],
      ]
    }
    var results: [[String: Any]] = findings.map { finding in
      var result: [String: Any] = [
        "ruleId": finding.rule.rawValue,
        "ruleIndex": LintRule.allCases.firstIndex(of: finding.rule) ?? 0,
        "level": "warning",
        "message": ["text": finding.message],
        "locations": [location(finding.file, finding.line, finding.column)],
      ]
      if let fix = finding.fixIt {
        result["fixes"] = [
          [
            "description": ["text": fix.summary],
            "artifactChanges": [
              [
                "artifactLocation": ["uri": finding.file],
                "replacements": fix.edits.map { edit in
                  [
                    "deletedRegion": [
                      "byteOffset": edit.start, "byteLength": edit.end - edit.start,
                    ],
                    "insertedContent": ["text": edit.text],
                  ] as [String: Any]
                },
              ]
            ],
          ]
        ]
      }
      return result
    }
    results += failures.map { failure in
      [
        "level": "error", "message": ["text": failure.message],
        "locations": [location(failure.file, failure.line, failure.column)],
      ]
    }
    let log: [String: Any] = [
      "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
      "version": "2.1.0",
      "runs": [
        [
          "tool": [
            "driver": [
              "name": "headless-uikit lint",
              "informationUri": "https://developer.apple.com/documentation/uikit",
              "rules": rules,
            ]
          ],
          "results": results,
        ]
      ],
    ]
    guard
      let data = try? JSONSerialization.data(
        withJSONObject: log, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
    else { return "{}" }
    return String(decoding: data, as: UTF8.self)
  }

  private func location(_ file: String, _ line: Int, _ column: Int) -> [String: Any] {
    [
      "physicalLocation": [
        "artifactLocation": ["uri": file],
        "region": ["startLine": line, "startColumn": column],
      ]
    ]
  }
}
