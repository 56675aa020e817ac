"""Safetensors files written and read with NumPy alone (no safetensors package needed).

Layout: an 8-byte little-endian u64 header length N; N bytes of JSON
  {name: {"dtype": "F32", "shape": [...], "data_offsets": [begin, end]}, ...,
   "__metadata__": {str: str}}   (optional)
padded with spaces to a multiple of 8; then the raw little-endian tensors, in header order,
offsets counted from the first byte after the header.

Dtypes: F64, F32, F16, BF16. BF16 keeps the top 16 bits of a float32, rounded to nearest
even; reading expands it back to float32.

    write(path, {"wte.weight": array, ...}, dtype="F32", metadata={"format": "pt"})
    tensors, metadata = read(path)          # arrays in their stored precision
    tensors, metadata = read_float64(path)  # the same values as float64
    stored = stored_values(array, "BF16")   # float64 values a file of that dtype holds
"""

import json
import struct

import numpy as np

DTYPES = ("F64", "F32", "F16", "BF16")
_NUMPY_TYPES = {"F64": "<f8", "F32": "<f4", "F16": "<f2", "BF16": "<u2"}


def _bf16_bits(values):
    """Top 16 bits of float32(values), rounded to nearest even (NaN stays a quiet NaN)."""
    single = np.array(values, dtype="<f4")
    bits = single.reshape(-1).view("<u4").astype(np.uint64)
    rounded = (bits + 0x7FFF + ((bits >> 16) & 1)) >> 16
    rounded = np.where(np.isnan(single.reshape(-1)), (bits >> 16) | 0x40, rounded)
    return rounded.astype("<u2").reshape(single.shape)


def _bf16_to_float32(bits):
    bits = np.asarray(bits, dtype="<u2")
    return (bits.reshape(-1).astype("<u4") << 16).view("<f4").reshape(bits.shape)


def encode(values, dtype):
    """`values` as the little-endian array a file of `dtype` stores (BF16 as uint16 bits)."""
    if dtype not in DTYPES:
        raise ValueError("unknown dtype " + str(dtype))
    if dtype == "BF16":
        return _bf16_bits(values)
    return np.array(values, dtype=_NUMPY_TYPES[dtype], order="C")


def decode(raw, dtype):
    """The stored array back as floats (BF16 expanded to float32)."""
    return _bf16_to_float32(raw) if dtype == "BF16" else raw


def stored_values(values, dtype):
    """The float64 values a file of `dtype` holds for `values` (after its rounding)."""
    return decode(encode(values, dtype), dtype).astype(np.float64)


def write(path, tensors, dtype="F32", metadata=None):
    """Writes `tensors` ({name: array}, in that order) to `path`, every tensor as `dtype`
    (or a {name: dtype} dict). Returns the number of bytes written."""
    header = {}
    chunks = []
    offset = 0
    for name, values in tensors.items():
        kind = dtype[name] if isinstance(dtype, dict) else dtype
        raw = encode(values, kind)
        data = raw.tobytes()
        header[name] = {"dtype": kind, "shape": list(np.shape(values)),
                        "data_offsets": [offset, offset + len(data)]}
        chunks.append(data)
        offset += len(data)
    if metadata:
        header["__metadata__"] = {str(k): str(v) for k, v in metadata.items()}
    text = json.dumps(header, separators=(",", ":")).encode("utf-8")
    text += b" " * (-len(text) % 8)
    with open(path, "wb") as f:
        f.write(struct.pack("<Q", len(text)))
        f.write(text)
        for data in chunks:
            f.write(data)
    return 8 + len(text) + offset


def read(path):
    """Returns ({name: array}, metadata) of the file at `path`; arrays are float64, float32
    or float16 as stored (BF16 expanded to float32)."""
    with open(path, "rb") as f:
        blob = f.read()
    if len(blob) < 8:
        raise ValueError(path + ": shorter than the 8-byte header length")
    (length,) = struct.unpack("<Q", blob[:8])
    if 8 + length > len(blob):
        raise ValueError(path + ": header length beyond the end of the file")
    header = json.loads(blob[8:8 + length].decode("utf-8"))
    data = memoryview(blob)[8 + length:]
    metadata = header.pop("__metadata__", {})
    tensors = {}
    for name, entry in header.items():
        kind = entry["dtype"]
        if kind not in DTYPES:
            raise ValueError(path + ": tensor " + name + " has unsupported dtype " + kind)
        begin, end = entry["data_offsets"]
        shape = tuple(entry["shape"])
        itemsize = np.dtype(_NUMPY_TYPES[kind]).itemsize
        if not 0 <= begin <= end <= len(data) or end - begin != itemsize * int(np.prod(shape)):
            raise ValueError(path + ": tensor " + name + " has bad data_offsets")
        raw = np.frombuffer(data[begin:end], dtype=_NUMPY_TYPES[kind]).reshape(shape)
        tensors[name] = decode(raw, kind).copy()
    return tensors, metadata


def read_float64(path):
    """As read(), with every tensor converted to float64 (exact: each stored value is)."""
    tensors, metadata = read(path)
    return {name: t.astype(np.float64) for name, t in tensors.items()}, metadata
