#!/usr/bin/env python3
"""Writes the small valid files NumPy itself produced (tests read them even where numpy
is missing; fuzzers start from them). Element i of every float array is i / 8."""
import numpy as np

a = np.arange(12).reshape(3, 4) / 8
np.save("valid_c_f8.npy", a)
np.save("valid_fortran_be_f4.npy", np.asfortranarray(a.astype(">f4")))
np.save("valid_heads_3d.npy", np.arange(24).reshape(2, 3, 4) / 8)
np.save("valid_row_1d.npy", np.arange(4) / 8)
np.save("valid_i4.npy", np.arange(12, dtype="<i4").reshape(3, 4))
with open("valid_v2.npy", "wb") as f:
    np.lib.format.write_array(f, a, version=(2, 0))
np.savez("valid_savez.npz", q=a, labels=np.array(["a", "b", "c"]))
np.savez_compressed("valid_savez_compressed.npz", q=a, labels=np.array(["a", "b", "c"]))
