/** clientKey: what every per-address limit counts under (server/client-key.ts). */
import { describe, expect, it } from "vitest";
import { addressKey } from "../../server/auth/login-throttle";
import { clientKey } from "../../server/client-key";

describe("clientKey", () => {
  it("keeps an IPv4 address as it is", () => {
    expect(clientKey("192.0.2.10")).toBe("192.0.2.10");
    expect(clientKey("127.0.0.1")).toBe("127.0.0.1");
  });

  it("reads an IPv4-mapped IPv6 address as its IPv4 address", () => {
    expect(clientKey("::ffff:192.0.2.10")).toBe("192.0.2.10");
    expect(clientKey("::FFFF:c000:020a")).toBe("192.0.2.10");
  });

  it("counts every IPv6 address of one /64 as one client, however it is written", () => {
    const key = clientKey("2001:db8:1:2::1");
    expect(key).toBe("2001:db8:1:2::/64");
    for (const other of ["2001:db8:1:2:ffff:ffff:ffff:fffe", "2001:0DB8:0001:0002:0:0:0:1", "2001:db8:1:2:a:b:c:d", "2001:db8:1:2::1%eth0"]) {
      expect(clientKey(other), other).toBe(key);
    }
  });

  it("keeps neighbouring /64 prefixes apart", () => {
    expect(clientKey("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
    expect(clientKey("2001:db8:1:3::1")).not.toBe(clientKey("2001:db8:1:2::1"));
    expect(clientKey("::1")).toBe("::/64");
    expect(clientKey("fe80::1")).toBe("fe80::/64");
  });

  it("leaves text that is not an address as it is", () => {
    expect(clientKey("unknown")).toBe("unknown");
    expect(clientKey("")).toBe("");
  });

  it("is the key of sign-in throttling by address", () => {
    expect(addressKey("2001:db8:1:2::1").key).toBe(addressKey("2001:db8:1:2::9").key);
    expect(addressKey("::ffff:198.51.100.7").key).toBe(addressKey("198.51.100.7").key);
    expect(addressKey("2001:db8:1:2::1").key).not.toBe(addressKey("2001:db8:1:3::1").key);
  });
});
