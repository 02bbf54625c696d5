@_exported import BindingPictures
