# Precompiled headers (ATTENTION_LAB_PRECOMPILE_HEADERS, which the test command turns on):
# Qt, QCustomPlot and Eigen are parsed once per target kind instead of once per file, which
# takes about a quarter off a clean build of the suite (the ui library's ~130 files and the
# test programs). Off by default, so that an everyday build still catches a missing include.

# The headers most files of a kind include (counted over ui/ and tests/).
set(attention_lab_pch_core <vector> <string> <memory> <functional> <optional> <Eigen/Core>)
set(attention_lab_pch_qt_core ${attention_lab_pch_core} <QtCore/QString> <QtCore/QStringList>
    <QtCore/QFile> <QtCore/QDir> <QtCore/QTemporaryDir> <QtCore/QRegularExpression>
    <QtCore/QSettings> <QtCore/QStandardPaths>)
set(attention_lab_pch_widgets ${attention_lab_pch_qt_core} <qcustomplot.h> <QtGui/QAction>
    <QtGui/QUndoStack> <QtWidgets/QApplication> <QtWidgets/QWidget> <QtWidgets/QLabel>
    <QtWidgets/QVBoxLayout> <QtWidgets/QComboBox> <QtWidgets/QPushButton>
    <QtWidgets/QMainWindow> <QtWidgets/QScrollArea> <QtWidgets/QDockWidget>
    <QtWidgets/QTabWidget>)

# attention_lab_precompile_library(TARGET HEADERS...): TARGET's own precompiled header.
function(attention_lab_precompile_library target)
  if(ATTENTION_LAB_PRECOMPILE_HEADERS)
    target_precompile_headers(${target} PRIVATE ${ARGN})
  endif()
endfunction()

# attention_lab_precompile_test(TARGET LAYER): the first test program of LAYER builds the
# layer's precompiled header, the others reuse it (their flags and definitions are the same).
function(attention_lab_precompile_test target layer)
  if(NOT ATTENTION_LAB_PRECOMPILE_HEADERS)
    return()
  endif()
  get_property(host GLOBAL PROPERTY attention_lab_pch_host_${layer})
  if(host)
    target_precompile_headers(${target} REUSE_FROM ${host})
    return()
  endif()
  set_property(GLOBAL PROPERTY attention_lab_pch_host_${layer} ${target})
  if(layer STREQUAL "engine" OR layer STREQUAL "model")
    set(headers ${attention_lab_pch_core})
  elseif(layer STREQUAL "io" OR layer STREQUAL "document")
    set(headers ${attention_lab_pch_qt_core})
  else()
    set(headers ${attention_lab_pch_widgets})
  endif()
  target_precompile_headers(${target} PRIVATE <QtTest/QTest> ${headers})
endfunction()
