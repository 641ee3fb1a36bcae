/* os.signpost on Linux: the declarations are in the Swift module `os` (Sources/os). */
