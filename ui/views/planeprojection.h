#pragma once

#include "matrix.h"

#include <QPointF>
#include <QString>

/// How the 2-D plane maps vectors of any dimension d onto the screen: two orthonormal
/// directions u, v (length d), point x -> (x . u, x . v). The origin stays at the origin, so
/// arrows from it keep their meaning. Qt-free maths apart from QPointF / QString labels.
class PlaneProjection
{
public:
    /// Components a and b (0-based) of d: u = e_a, v = e_b. Exact when d == 2.
    static PlaneProjection components(int dim, int a, int b);
    /// u, v = the first two principal directions of `points` (rows, n x d): eigenvectors of the
    /// covariance of the centred rows with the largest eigenvalues. With fewer than two
    /// independent directions it falls back to components 1 and 2.
    static PlaneProjection principal(const attn::Matrix &points);

    int dimension() const { return int(m_u.size()); }
    /// True when the plane shows the vectors themselves (d == 2, components 1 and 2).
    bool isExact() const { return m_exact; }
    bool isPrincipal() const { return m_principal; }
    int firstComponent() const { return m_a; }
    int secondComponent() const { return m_b; }
    QString xLabel() const;
    QString yLabel() const;

    /// (x . u, x . v) for a row of length d.
    QPointF project(const Eigen::Ref<const attn::Matrix> &row) const;
    /// The row moved within the plane so that it projects to `target`; the part of it
    /// outside the plane is kept: x + (target - P x)_1 u + (target - P x)_2 v.
    attn::Matrix moved(const Eigen::Ref<const attn::Matrix> &row, QPointF target) const;

private:
    attn::Vector m_u;
    attn::Vector m_v;
    bool m_exact = false;
    bool m_principal = false;
    int m_a = 0;
    int m_b = 1;
};
