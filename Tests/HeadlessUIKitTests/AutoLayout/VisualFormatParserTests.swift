import HeadlessUIKit
import Testing

/// The visual format parser on its own, without views: the syntax tree of each form in Apple's
/// grammar, numbers as `strtod` reads them, and the reason and caret offset of each syntax
/// error (spec 5.1 for the constraint form; Apple's VFL appendix for the grammar and its
/// sample errors).
@Suite struct VisualFormatParserTests {
  private typealias Format = VisualFormat

  private func view(
    _ name: String, nameEnd: Int, end: Int?, _ predicates: [Format.Predicate] = []
  ) -> Format.Item {
    .view(Format.View(name: name, nameEnd: nameEnd, predicates: predicates, end: end))
  }

  private func number(_ value: Double, end: Int) -> Format.Operand {
    Format.Operand(.number(value), end: end)
  }

  private func name(_ text: String, end: Int) -> Format.Operand {
    Format.Operand(.name(text), end: end)
  }

  /// The error a format is rejected with.
  private func error(_ format: String) -> VisualFormatError? {
    do {
      _ = try VisualFormatParser.parse(format)
      return nil
    } catch {
      return error
    }
  }

  @Test("Appendix: [button]-[textField] is two views and a standard space")
  func standardSpace() throws {
    let format = try VisualFormatParser.parse("[button]-[textField]")
    #expect(
      format
        == Format(
          orientation: .horizontal,
          items: [
            view("button", nameEnd: 7, end: 8), view("textField", nameEnd: 19, end: 20),
          ],
          connections: [.standard]))
  }

  @Test("Appendix: V:|-10-[a(>=20@750)]| records every offset")
  func verticalWithSuperviewAndPredicates() throws {
    let format = try VisualFormatParser.parse("V:|-10-[a(>=20@750)]|")
    let predicate = Format.Predicate(
      relation: .greaterThanOrEqual, object: number(20, end: 14),
      priority: number(750, end: 18))
    #expect(
      format
        == Format(
          orientation: .vertical,
          items: [
            .superview(end: 3), view("a", nameEnd: 9, end: 20, [predicate]), .superview(end: 21),
          ],
          connections: [.predicates([Format.Predicate(object: number(10, end: 6))]), .flush]))
  }

  @Test("Appendix: predicate lists, view operands and metric names")
  func predicateLists() throws {
    let format = try VisualFormatParser.parse("|-(>=pad,<=40@low)-[a(b,<=c@p)][b]")
    #expect(
      format.connections == [
        .predicates([
          Format.Predicate(relation: .greaterThanOrEqual, object: name("pad", end: 8)),
          Format.Predicate(
            relation: .lessThanOrEqual, object: number(40, end: 13), priority: name("low", end: 17)),
        ]),
        .flush,
      ])
    #expect(
      format.items[1]
        == view(
          "a", nameEnd: 21, end: 31,
          [
            Format.Predicate(object: name("b", end: 23)),
            Format.Predicate(
              relation: .lessThanOrEqual, object: name("c", end: 27), priority: name("p", end: 29)),
          ]))
  }

  // UIKit's parser, more lenient than the published grammar, takes a relation and a priority
  // in a connection without parentheses.
  @Test("A connection's single predicate may carry a relation and a priority")
  func lenientConnectionPredicate() throws {
    let format = try VisualFormatParser.parse("[a]->=8@750-[b]")
    #expect(
      format.connections == [
        .predicates([
          Format.Predicate(
            relation: .greaterThanOrEqual, object: number(8, end: 7),
            priority: number(750, end: 11))
        ])
      ])
  }

  @Test(
    "Numbers are read as strtod reads them",
    arguments: [
      ("[a(-10)]", -10.0, 6), ("[a(1.5)]", 1.5, 6), ("[a(2.)]", 2, 5), ("[a(1e2)]", 100, 6),
      ("[a(1E+2)]", 100, 7), ("[a(0x10)]", 16, 7), ("[a(0x1.8p1)]", 3, 10),
      ("[a(-.5)]", -0.5, 6), ("[a(007)]", 7, 6), ("[a(-inf)]", -Double.infinity, 7),
      ("[a(-Infinity)]", -Double.infinity, 12),
    ])
  func numbers(text: String, value: Double, end: Int) throws {
    let format = try VisualFormatParser.parse(text)
    guard case .view(let view) = format.items.first else {
      Issue.record("no view")
      return
    }
    #expect(view.predicates == [Format.Predicate(object: number(value, end: end))])
  }

  @Test("An exponent without digits is not part of the number, as in strtod")
  func incompleteExponent() {
    let error = error("[a(1e)]")
    #expect(error?.reason == .unclosedViewPredicates)
    #expect(error?.offset == 4)
  }

  @Test(
    "Syntax errors carry UIKit's reason and caret offset",
    arguments: [
      // The three syntax errors of Apple's appendix, with the appendix's carets.
      ("V|[backgroundBox]|", VisualFormatError.Reason.expectedColon(after: "V"), 1),
      ("|[whiteBox1][blackBox4(blackWidth][redBox]|", .unclosedViewPredicates, 33),
      ("V:|[blackBox4(>30)]|", .unknownRelation, 15),
      // Peers A11's syntax errors.
      ("[leftView(20)]-", .expectedMoreInput, 15),
      ("[leftView((20))]", .expectedOperand, 10),
      ("[leftView()(20)]", .expectedOperand, 10),
      ("[leftView(20)]()", .expectedViewOrSuperview, 14),
      ("[leftView(20]", .unclosedViewPredicates, 12),
      // The rest of UIKit's reasons.
      ("H", .expectedColon(after: "H"), 1),
      ("|", .expectedConnectionAfterSuperview, 1),
      ("H:|-10-|", .expectedView, 7),
      ("H: [a]", .expectedView, 2),
      ("x", .expectedView, 0),
      ("[", .expectedView, 1),
      ("[1a]", .invalidViewName, 1),
      ("[a", .expectedBracket, 2),
      ("[a}", .expectedBracket, 2),
      ("[a(", .unfinishedView, 3),
      ("[a(20)", .expectedBracketAfterPredicates, 6),
      ("[a( )]", .expectedOperand, 3),
      ("[a(-)]", .malformedNumber, 3),
      ("[a]-10", .expectedHyphen, 6),
      ("[a]-10,20-[b]", .expectedHyphenBeforeList, 6),
      ("[a]--10-[b]", .ambiguousMinusSign, 4),
      ("[a]-(10-[b]", .unclosedConnectionPredicates, 7),
      ("[a]-=10-[b]", .unknownRelation, 5),
      ("[a]-<10-[b]", .unknownRelation, 5),
      ("[a]-(10@)-[b]", .expectedOperand, 8),
      ("[a][b]x", .expectedViewOrSuperview, 6),
      ("[a]-(8)-", .expectedViewOrSuperview, 8),
      ("[a]|x", .expectedEndOfFormat, 4),
    ])
  func syntaxErrors(format: String, reason: VisualFormatError.Reason, offset: Int) {
    let error = error(format)
    #expect(error?.reason == reason)
    #expect(error?.offset == offset)
  }

  @Test("An empty or non-ASCII format is rejected without a caret")
  func emptyAndNonASCII() {
    #expect(error("") == VisualFormatError(.emptyFormat, at: nil))
    #expect(error("[caf\u{E9}]") == VisualFormatError(.nonASCIIFormat, at: nil))
    #expect(
      VisualFormatError(.emptyFormat, at: nil).message(format: "")
        == "Unable to parse constraint format: It's an empty string.")
  }

  @Test("A syntax error keeps what was read before it, with the unfinished view last")
  func partialFormat() {
    let error = error("|-[a]-(gap)-[b(w")
    #expect(error?.reason == .unclosedViewPredicates)
    #expect(error?.offset == 16)
    #expect(
      error?.parsed
        == Format(
          orientation: .horizontal,
          items: [
            .superview(end: 1), view("a", nameEnd: 4, end: 5),
            view("b", nameEnd: 14, end: nil, [Format.Predicate(object: name("w", end: 16))]),
          ],
          connections: [
            .standard, .predicates([Format.Predicate(object: name("gap", end: 10))]),
          ]))
  }

  @Test("The message puts the reason, the format and a caret on their own lines")
  func messageLayout() {
    let error = VisualFormatError(.unknownRelation, at: 15)
    #expect(
      error.message(format: "V:|[blackBox4(>30)]|")
        == "Unable to parse constraint format: \nUnknown relation. Must be ==, >=, or <= \n"
        + "V:|[blackBox4(>30)]| \n               ^")
  }
}
