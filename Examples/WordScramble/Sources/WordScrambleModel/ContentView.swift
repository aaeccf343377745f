#if os(iOS)
import SwiftUI

/// The tutorial's `ContentView`, on `WordScrambleModel` (iOS). The app shows it and loads the
/// dictionary it bundles:
///
/// ```
/// @main struct WordScrambleApp: App {
///     @State private var model = WordScrambleModel()
///
///     var body: some Scene {
///         WindowGroup {
///             ContentView(model: model).task {
///                 guard let aff = Bundle.main.url(forResource: "de_DE", withExtension: "aff"),
///                       let dic = Bundle.main.url(forResource: "de_DE", withExtension: "dic") else { return }
///                 await model.load(affixURL: aff, dictionaryURL: dic, language: "de_DE")
///             }
///         }
///     }
/// }
/// ```
public struct ContentView: View {
    @Bindable var model: WordScrambleModel

    public init(model: WordScrambleModel) {
        self.model = model
    }

    public var body: some View {
        NavigationStack {
            List {
                Section {
                    TextField("Enter your word", text: $model.newWord)
                        .textInputAutocapitalization(.never)
                }
                Section {
                    ForEach(model.usedWords, id: \.self) { word in
                        HStack {
                            Image(systemName: "\(word.count).circle")
                            Text(word)
                        }
                    }
                }
            }
            .navigationTitle(model.rootWord)
            .onSubmit { model.addNewWord() }
            .toolbar {
                Button("New word") { model.startGame() }
                Text("Score: \(model.score)")
            }
            .alert(model.errorTitle, isPresented: $model.showingError) {
                Button("OK") {}
            } message: {
                Text(model.errorMessage)
            }
        }
    }
}
#endif
