"""Ménagerie's screens: the scene stack, the app loop, input mapping and every scene.

Data flows one way: input -> scene -> chosen legal move -> engine -> events -> sprites.
Scenes change a rules state only through `state.apply(move)` with a move taken from
`legal_moves()`.
"""
