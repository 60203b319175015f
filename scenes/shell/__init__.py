"""The app shell: the window, the loop, the scene stack, input, sound and scripts."""
