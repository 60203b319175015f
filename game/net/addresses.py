"""Where the phone server listens: the machine's LAN address, or one the user picks.

`socket` is imported by the functions that look an address up: every start-up checks
the configured listen address (`check_host`), which needs only `ipaddress`."""

from __future__ import annotations

import ipaddress

PROBE = ("192.0.2.1", 9)       # TEST-NET-1: a UDP "connect" sends nothing, it only routes
SIOCGIFADDR = 0x8915    # Linux: an interface's IPv4 address


def lan_address() -> str:
    """This machine's address on the local network (the interface of the default
    route), or 127.0.0.1 when there is none."""
    import socket
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


def ipv4_addresses() -> list[str]:
    """This machine's IPv4 addresses for the join screen's choice: the LAN address
    first, the others in order, loopback last (127.0.0.1 is always offered)."""
    import socket
    found = {lan_address(), "127.0.0.1"}
    try:
        found.update(info[4][0] for info in socket.getaddrinfo(
            socket.gethostname(), None, socket.AF_INET))
    except OSError:
        pass                        # a host name that does not resolve: the LAN address
    found.update(_interface_addresses())
    return order_addresses(found, lan_address())


def order_addresses(addresses, first: str) -> list[str]:
    """The addresses without duplicates: `first`, then the others by number, loopback
    addresses last."""
    def key(address: str):
        ip = ipaddress.ip_address(address)
        return (address != first, ip.is_loopback, int(ip))
    return sorted({str(ipaddress.ip_address(a)) for a in addresses}, key=key)


def _interface_addresses() -> set[str]:
    """Each network interface's IPv4 address (Linux: the SIOCGIFADDR ioctl; elsewhere,
    or when it fails, none: the host name's addresses and the LAN address remain)."""
    import socket
    try:
        import fcntl
        import struct
        names = [name for _index, name in socket.if_nameindex()]
    except (ImportError, OSError, AttributeError):
        return set()
    out = set()
    probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        for name in names:
            try:
                packed = fcntl.ioctl(probe.fileno(), SIOCGIFADDR,
                                     struct.pack("256s", name.encode()[:15]))
            except OSError:
                continue            # an interface without an IPv4 address
            out.add(socket.inet_ntoa(packed[20:24]))
    finally:
        probe.close()
    return out
