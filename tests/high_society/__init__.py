"""Tests of the High Society / Animalement Vôtre engine."""
