public struct Theme {}
