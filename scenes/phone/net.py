"""Where the phone server listens: the machine's LAN address, or one the user picks."""

from __future__ import annotations

import ipaddress
import socket

PROBE = ("192.0.2.1", 9)       # TEST-NET-1: a UDP "connect" sends nothing, it only routes


def lan_address() -> str:
    """This machine's address on the local network (the interface of the default
    route), or 127.0.0.1 when there is none."""
    probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        probe.connect(PROBE)
        return probe.getsockname()[0]
    except OSError:
        return "127.0.0.1"
    finally:
        probe.close()


def check_host(value) -> str:
    """A listen address as the config gives it: "" (the LAN address) or an IP address;
    ValueError otherwise."""
    if value == "":
        return ""
    try:
        return str(ipaddress.ip_address(value))
    except (TypeError, ValueError):
        raise ValueError('must be "" (the LAN address) or an IP address such as '
                         '"192.168.1.20"') from None


def listen_host(configured: str) -> str:
    """The address to bind: the configured one, else the LAN address."""
    return configured or lan_address()
