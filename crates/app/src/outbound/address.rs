//! Which addresses the server may connect to when it sends a request of
//! its own (a push today, federation tomorrow): global unicast only, so
//! that no address a member or a remote server gives can make the server
//! reach its own machine or network (server-side request forgery).
//!
//! The ranges are IANA's special-purpose address registries (RFC 6890 and
//! its updates): everything in them that is not "globally reachable" is
//! refused, and so is each IPv6 form that carries an IPv4 address refused
//! here (RFC 4291 mapped and compatible, RFC 6052 translated, RFC 3056
//! 6to4).

use std::net::{IpAddr, Ipv4Addr, Ipv6Addr};

/// Which addresses a request may reach.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Reach {
    /// Global unicast addresses only: the only setting in production.
    Public,
    /// Also the machine's loopback addresses, for a test's local service
    /// (`push_endpoints_over_http`); never the private networks.
    PublicAndLoopback,
}

impl Reach {
    /// Whether a connection to `address` is allowed.
    #[must_use]
    pub fn allows(self, address: IpAddr) -> bool {
        is_global(address) || (self == Self::PublicAndLoopback && is_loopback(address))
    }
}

fn is_loopback(address: IpAddr) -> bool {
    match address {
        IpAddr::V4(v4) => v4.is_loopback(),
        IpAddr::V6(v6) => {
            v6.is_loopback() || v6.to_ipv4_mapped().is_some_and(|v4| v4.is_loopback())
        }
    }
}

/// Whether `address` is a global unicast address.
#[must_use]
pub fn is_global(address: IpAddr) -> bool {
    match address {
        IpAddr::V4(v4) => is_global_v4(v4),
        IpAddr::V6(v6) => is_global_v6(v6),
    }
}

/// Whether `(network, prefix length)` holds `address`.
fn within_v4(address: Ipv4Addr, network: [u8; 4], prefix: u32) -> bool {
    let mask = u32::MAX.checked_shl(32 - prefix).unwrap_or(0);
    u32::from(address) & mask == u32::from(Ipv4Addr::from(network)) & mask
}

/// The IPv4 ranges that are not globally reachable.
const NOT_GLOBAL_V4: [([u8; 4], u32); 16] = [
    ([0, 0, 0, 0], 8),       // "this network" (RFC 791), 0.0.0.0 included
    ([10, 0, 0, 0], 8),      // private (RFC 1918)
    ([100, 64, 0, 0], 10),   // shared address space, CGNAT (RFC 6598)
    ([127, 0, 0, 0], 8),     // loopback
    ([169, 254, 0, 0], 16),  // link-local (RFC 3927)
    ([172, 16, 0, 0], 12),   // private
    ([192, 0, 0, 0], 24),    // IETF protocol assignments (RFC 6890)
    ([192, 0, 2, 0], 24),    // documentation TEST-NET-1 (RFC 5737)
    ([192, 88, 99, 0], 24),  // 6to4 relay anycast, deprecated (RFC 7526)
    ([192, 168, 0, 0], 16),  // private
    ([198, 18, 0, 0], 15),   // benchmarking (RFC 2544)
    ([198, 51, 100, 0], 24), // documentation TEST-NET-2
    ([203, 0, 113, 0], 24),  // documentation TEST-NET-3
    ([224, 0, 0, 0], 4),     // multicast
    ([240, 0, 0, 0], 4),     // reserved, 255.255.255.255 (broadcast) included
    ([255, 255, 255, 255], 32),
];

fn is_global_v4(address: Ipv4Addr) -> bool {
    !NOT_GLOBAL_V4
        .iter()
        .any(|&(network, prefix)| within_v4(address, network, prefix))
}

/// Whether `(network, prefix length)` holds `address`.
fn within_v6(address: Ipv6Addr, network: Ipv6Addr, prefix: u32) -> bool {
    let mask = u128::MAX.checked_shl(128 - prefix).unwrap_or(0);
    u128::from(address) & mask == u128::from(network) & mask
}

/// The IPv4 address in the low 32 bits.
fn low_v4(address: Ipv6Addr) -> Ipv4Addr {
    let bits = u128::from(address);
    Ipv4Addr::from(u32::try_from(bits & u128::from(u32::MAX)).unwrap_or(0))
}

fn is_global_v6(address: Ipv6Addr) -> bool {
    let v6 = |text: &str| text.parse::<Ipv6Addr>().unwrap_or(Ipv6Addr::UNSPECIFIED);
    // IPv4-mapped (::ffff:0:0/96) and translated (64:ff9b::/96, RFC 6052):
    // the IPv4 address they carry decides.
    if within_v6(address, v6("::ffff:0:0"), 96) || within_v6(address, v6("64:ff9b::"), 96) {
        return is_global_v4(low_v4(address));
    }
    // 6to4 (2002::/16, RFC 3056): the IPv4 address in bits 16 to 48.
    if within_v6(address, v6("2002::"), 16) {
        let bits = u128::from(address);
        let embedded = u32::try_from((bits >> 80) & u128::from(u32::MAX)).unwrap_or(0);
        return is_global_v4(Ipv4Addr::from(embedded));
    }
    // Global unicast is 2000::/3 (RFC 4291 §2.4); within it, the special
    // ranges that are not globally reachable.
    within_v6(address, v6("2000::"), 3)
        && ![
            ("2001::", 23),     // IETF protocol assignments (Teredo and others)
            ("2001:db8::", 32), // documentation (RFC 3849)
            ("3fff::", 20),     // documentation (RFC 9637)
        ]
        .iter()
        .any(|&(network, prefix)| within_v6(address, v6(network), prefix))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ip(text: &str) -> IpAddr {
        text.parse().unwrap()
    }

    #[test]
    fn global_unicast_addresses_are_allowed() {
        for public in [
            "1.1.1.1",
            "8.8.8.8",
            "142.250.185.78",
            "100.63.255.255",
            "100.128.0.0",
            "172.15.255.255",
            "172.32.0.0",
            "192.169.0.1",
            "223.255.255.255",
            "2a00:1450:4001:82b::200e",
            "2606:4700::1111",
            "::ffff:8.8.8.8",
            "64:ff9b::808:808",
            "2002:808:808::1",
        ] {
            assert!(is_global(ip(public)), "{public}");
            assert!(Reach::Public.allows(ip(public)), "{public}");
        }
    }

    #[test]
    fn every_inner_special_address_is_refused() {
        for inner in [
            "0.0.0.0",
            "0.1.2.3",
            "10.0.0.1",
            "100.64.0.1",
            "100.127.255.255",
            "127.0.0.1",
            "127.255.255.254",
            "169.254.169.254",
            "172.16.0.1",
            "172.31.255.255",
            "192.0.0.8",
            "192.0.2.1",
            "192.88.99.1",
            "192.168.1.1",
            "198.18.0.1",
            "198.19.255.255",
            "198.51.100.7",
            "203.0.113.9",
            "224.0.0.1",
            "239.255.255.250",
            "240.0.0.1",
            "255.255.255.255",
            "::",
            "::1",
            "::127.0.0.1",
            "::ffff:127.0.0.1",
            "::ffff:10.0.0.1",
            "::ffff:169.254.169.254",
            "64:ff9b::7f00:1",
            "64:ff9b::a00:1",
            "64:ff9b:1::1",
            "2002:7f00:1::1",
            "2002:c0a8:101::1",
            "2001::1",
            "2001:db8::1",
            "3fff::1",
            "fc00::1",
            "fd12:3456::1",
            "fe80::1",
            "fec0::1",
            "ff02::1",
            "100::1",
        ] {
            assert!(!is_global(ip(inner)), "{inner}");
            assert!(!Reach::Public.allows(ip(inner)), "{inner}");
        }
    }

    #[test]
    fn the_tests_reach_adds_loopback_and_nothing_else() {
        for loopback in ["127.0.0.1", "127.0.0.2", "::1", "::ffff:127.0.0.1"] {
            assert!(Reach::PublicAndLoopback.allows(ip(loopback)), "{loopback}");
        }
        for inner in [
            "10.0.0.1",
            "192.168.1.1",
            "169.254.169.254",
            "fd00::1",
            "0.0.0.0",
        ] {
            assert!(!Reach::PublicAndLoopback.allows(ip(inner)), "{inner}");
        }
    }
}
