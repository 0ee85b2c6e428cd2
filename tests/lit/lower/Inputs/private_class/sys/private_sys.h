// A class a system header defines, with a private member.
#pragma once
namespace pcs {
class Hidden {
public:
  void run(int *d, int n);

private:
  int secret = 9;
};
}
