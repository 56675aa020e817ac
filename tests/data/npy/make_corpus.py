#!/usr/bin/env python3
"""Writes the malformed .npy/.npz corpus used by tst_npyfile and tst_npzfile (and as fuzzing
seeds). Run from this folder; needs only the standard library. The expected error of each
file is in the tests' _data tables."""
import io
import struct
import zipfile
import zlib


def npy(header, data=b"", version=(1, 0), magic=b"\x93NUMPY"):
    text = header.encode("latin1")
    width = 2 if version[0] == 1 else 4
    pad = (64 - (len(magic) + 2 + width + len(text) + 1) % 64) % 64
    text += b" " * pad + b"\n"
    size = struct.pack("<H" if width == 2 else "<I", len(text))
    return magic + bytes(version) + size + text + data


def f8(*values, order="<"):
    return struct.pack(order + "%dd" % len(values), *values)


def write(name, data):
    with open(name, "wb") as f:
        f.write(data)


good23 = "{'descr': '<f8', 'fortran_order': False, 'shape': (2, 3), }"
write("wrong_magic.npy", npy(good23, f8(*range(6)), magic=b"\x93NUMPZ"))
write("empty.npy", b"")
write("truncated_header.npy", npy(good23, f8(*range(6)))[:30])
write("truncated_data.npy", npy(good23, f8(*range(6)))[:-8])
write("trailing_bytes.npy", npy(good23, f8(*range(6)) + b"\0" * 8))
write("giant_shape.npy",
      npy("{'descr': '<f8', 'fortran_order': False, 'shape': (1000000, 1000000), }", f8(1, 2)))
write("overflow_shape.npy",
      npy("{'descr': '<f8', 'fortran_order': False, 'shape': (1099511627776, 1099511627776), }"))
write("complex_dtype.npy", npy("{'descr': '<c16', 'fortran_order': False, 'shape': (1,), }", f8(1, 2)))
write("half_dtype.npy", npy("{'descr': '<f2', 'fortran_order': False, 'shape': (1,), }", b"\0\0"))
write("object_dtype.npy", npy("{'descr': '|O', 'fortran_order': False, 'shape': (1,), }", b"\0" * 8))
write("structured_dtype.npy",
      npy("{'descr': [('a', '<f8')], 'fortran_order': False, 'shape': (1,), }", f8(1)))
write("bad_version.npy", npy(good23, f8(*range(6)), version=(9, 0)))
write("nan.npy", npy(good23, f8(0, 1, 2, 3, 4, float("nan"))))
write("neg_inf_3d.npy",
      npy("{'descr': '<f8', 'fortran_order': False, 'shape': (2, 1, 2), }",
          f8(0, 1, 2, float("-inf"))))
write("not_a_dict.npy", npy("hello", f8(*range(6))))
write("code_in_header.npy",
      npy("{'descr': __import__('os').system('true'), 'fortran_order': False, 'shape': (1,), }",
          f8(1)))
write("missing_shape.npy", npy("{'descr': '<f8', 'fortran_order': False, }", f8(1)))
write("negative_shape.npy", npy("{'descr': '<f8', 'fortran_order': False, 'shape': (-1, 3), }"))
write("unknown_key.npy",
      npy("{'descr': '<f8', 'fortran_order': False, 'shape': (1,), 'x': 1, }", f8(1)))


def npz(members, compression=zipfile.ZIP_STORED):
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", compression) as z:
        for name, data in members:
            z.writestr(name, data)
    return bytearray(buf.getvalue())


good = npy(good23, f8(*range(6)))
write("not_a_zip.npz", b"this is not a zip archive at all, just text" * 3)
write("truncated.npz", bytes(npz([("a.npy", good)])[:100]))
bad_crc = npz([("a.npy", good)])
bad_crc[30 + len("a.npy") + len(good) - 1] ^= 0xFF
write("bad_crc.npz", bytes(bad_crc))
outside = npz([("a.npy", good)])
outside[-6:-2] = struct.pack("<I", 0x7FFFFFF0)  # central directory offset
write("directory_outside.npz", bytes(outside))
huge = npz([("a.npy", good)], zipfile.ZIP_DEFLATED)
at = huge.rfind(b"PK\x01\x02")
huge[at + 24:at + 28] = struct.pack("<I", 0xFFFFFFF0)  # uncompressed size
write("huge_member.npz", bytes(huge))
bomb = npz([("a.npy", good + b"\0" * 100000)], zipfile.ZIP_DEFLATED)
at = bomb.rfind(b"PK\x01\x02")
bomb[at + 24:at + 28] = struct.pack("<I", len(good))  # claims far less than it inflates to
write("understated_size.npz", bytes(bomb))
write("member_not_npy.npz", bytes(npz([("a.npy", b"just some text")])))
encrypted = npz([("a.npy", good)])
at = encrypted.rfind(b"PK\x01\x02")
encrypted[at + 8] |= 1
write("encrypted.npz", bytes(encrypted))
method = npz([("a.npy", good)])
at = method.rfind(b"PK\x01\x02")
method[at + 10:at + 12] = struct.pack("<H", 12)  # bzip2
write("bzip2_member.npz", bytes(method))
write("nan_member.npz", bytes(npz([("ok.npy", good), ("bad.npy", npy(good23, f8(0, 1, 2, 3, float("inf"), 5)))])))
