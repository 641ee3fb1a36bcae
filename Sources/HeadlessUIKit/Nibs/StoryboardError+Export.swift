@_exported import struct Storyboards.StoryboardError
