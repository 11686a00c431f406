.library(name: "Local"
