@_exported import Binding
