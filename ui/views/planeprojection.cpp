#include "planeprojection.h"

#include <Eigen/Eigenvalues>

#include <QCoreApplication>

#include <algorithm>

PlaneProjection PlaneProjection::components(int dim, int a, int b)
{
    PlaneProjection p;
    dim = std::max(dim, 1);
    p.m_a = std::clamp(a, 0, dim - 1);
    p.m_b = std::clamp(b, 0, dim - 1);
    p.m_u = attn::Vector::Zero(dim);
    p.m_v = attn::Vector::Zero(dim);
    p.m_u[p.m_a] = 1.0;
    if (p.m_b != p.m_a)
        p.m_v[p.m_b] = 1.0;
    p.m_exact = dim == 2 && p.m_a == 0 && p.m_b == 1;
    return p;
}

PlaneProjection PlaneProjection::principal(const attn::Matrix &points)
{
    const int dim = int(points.cols());
    if (points.rows() < 2 || dim < 2)
        return components(dim, 0, 1);
    const attn::Matrix centred = points.rowwise() - points.colwise().mean();
    const attn::Matrix covariance = centred.transpose() * centred;
    const Eigen::SelfAdjointEigenSolver<attn::Matrix> solver(covariance);
    if (solver.info() != Eigen::Success)
        return components(dim, 0, 1);
    // Eigenvalues come in increasing order: the last two columns are the principal directions.
    const attn::Vector values = solver.eigenvalues();
    if (!(values[dim - 2] > 1e-12 * std::max(1.0, values[dim - 1])))
        return components(dim, 0, 1);
    PlaneProjection p;
    p.m_u = solver.eigenvectors().col(dim - 1);
    p.m_v = solver.eigenvectors().col(dim - 2);
    // An eigenvector's sign is arbitrary: point each towards the mean so the picture is stable.
    const attn::Vector mean = points.colwise().mean().transpose();
    if (p.m_u.dot(mean) < 0)
        p.m_u = -p.m_u;
    if (p.m_v.dot(mean) < 0)
        p.m_v = -p.m_v;
    p.m_principal = true;
    return p;
}

QString PlaneProjection::xLabel() const
{
    if (m_principal)
        return QCoreApplication::translate("PlaneProjection", "principal component 1");
    return QCoreApplication::translate("PlaneProjection", "component %1").arg(m_a + 1);
}

QString PlaneProjection::yLabel() const
{
    if (m_principal)
        return QCoreApplication::translate("PlaneProjection", "principal component 2");
    return QCoreApplication::translate("PlaneProjection", "component %1").arg(m_b + 1);
}

QPointF PlaneProjection::project(const Eigen::Ref<const attn::Matrix> &row) const
{
    if (row.size() != m_u.size())
        return QPointF();
    const Eigen::Map<const attn::Vector> x(row.data(), row.size());
    return QPointF(x.dot(m_u), x.dot(m_v));
}

attn::Matrix PlaneProjection::moved(const Eigen::Ref<const attn::Matrix> &row, QPointF target) const
{
    attn::Matrix result = row;
    if (row.size() != m_u.size())
        return result;
    const QPointF now = project(row);
    const double du = target.x() - now.x();
    const double dv = target.y() - now.y();
    for (Eigen::Index c = 0; c < result.size(); ++c)
        result(0, c) += du * m_u[c] + dv * m_v[c];
    return result;
}
