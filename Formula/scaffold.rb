# Homebrew formula for scaffold, built from a tagged git checkout (so `scaffold --version` knows
# its commit) with scripts/install.sh: the stripped binary, its templates, ProjectDescription in
# lib/scaffold, the man page and the bash, zsh and fish completions, all in the keg.
# Copy it into a tap (`brew tap-new <owner>/tap`) and set url, tag and revision for a release.
class Scaffold < Formula
  desc "Generate, scaffold and pre-build iMVVM SwiftUI apps from one manifest"
  homepage "https://github.com/<owner>/scaffold"
  url "https://github.com/<owner>/scaffold.git", tag: "v0.1.0", revision: "<commit of v0.1.0>"
  head "https://github.com/<owner>/scaffold.git", branch: "main"

  depends_on xcode: ["16.0", :build]
  depends_on :macos

  def install
    # SwiftPM's sandbox cannot nest inside Homebrew's build sandbox.
    system "scripts/install.sh", prefix, "--disable-sandbox"
  end

  test do
    assert_match "0.1.0 (commit ", shell_output("#{bin}/scaffold --version")
    (testpath/"Project.yml").write <<~YAML
      name: Demo
      targets:
        App:
          type: application
          platform: iOS
          sources: [App]
    YAML
    (testpath/"App/App.swift").write "struct App {}\n"
    system bin/"scaffold", "generate"
    assert_path_exists testpath/"Demo.xcodeproj/project.pbxproj"
  end
end
